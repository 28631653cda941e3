command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:17:58Z
finished_utc: 2026-12-06T03:18:07Z
elapsed_s: 9.5
load_before:  03:17:58 up 16:11,  0 user,  load average: 8.21, 7.35, 6.42
busiest_before: alarms_real(47.3%) integration-926(14.5%) pixreport(14.2%) integration-926(12.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
