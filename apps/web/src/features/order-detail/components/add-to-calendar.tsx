import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorText } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { useDownloadAppointment } from '../api';
import { orderDetailTexts as t } from '../order-detail-texts';

/**
 * 'Añadir al calendario' (docs/product/calendar.md#ical-feeds): the appointment as a calendar
 * file, which the device's calendar opens. The heading shows it only for an accepted or done
 * order with an agreed date.
 */
export function AddToCalendar({ orderId }: { orderId: number }) {
  const download = useDownloadAppointment();
  return (
    <Button
      className="detail-calendar"
      icon={<CalendarOutlined aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(orderId, { onError: (err) => toast.error(errorText(err)) })}
    >
      {t.addToCalendar}
    </Button>
  );
}
